(define (problem plan_trial_gmem_0017)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01 - object
        Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66 - object
        Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04 - object
        Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05 - object
        Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 - object
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 - receptacle
        Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar__minus_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar_6_bar_8_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 CabinetType)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 ShelfType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01 MugType)
        (objectType Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66 SpoonType)
        (objectType Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04 KnifeType)
        (objectType Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05 LettuceType)
        (objectType Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 ForkType)
        (canContain CabinetType MugType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SpoonType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpoonType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpoonType)
        (pickupable Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01)
        (isReceptacleObject Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01)
        (cleanable Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01)
        (heatable Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01)
        (coolable Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01)
        (pickupable Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66)
        (cleanable Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66)
        (pickupable Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04)
        (cleanable Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04)
        (pickupable Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05)
        (cleanable Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05)
        (coolable Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05)
        (sliceable Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05)
        (pickupable Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (cleanable Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (openable Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (inReceptacle Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (inReceptacle Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (inReceptacle Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (inReceptacle Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_40 loc_bar_4_bar__minus_5_bar_1_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 loc_bar_5_bar_5_bar_0_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_87_bar__plus_02_dot_48 loc_bar_6_bar_8_bar_0_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Mug_bar__plus_00_dot_24_bar__plus_01_dot_00_bar__minus_02_dot_01 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Spoon_bar__plus_00_dot_44_bar__plus_00_dot_06_bar__plus_00_dot_66 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (objectAtLocation Knife_bar__minus_00_dot_08_bar__plus_00_dot_94_bar__minus_02_dot_04 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Lettuce_bar__minus_00_dot_07_bar__plus_00_dot_94_bar__minus_02_dot_05 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Fork_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 loc_bar_3_bar__minus_5_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r ShelfType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
