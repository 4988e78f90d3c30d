(define (problem plan_trial_gmem_0022)
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
        Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01 - object
        Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72 - object
        Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71 - object
        Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04 - object
        Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 - object
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 - receptacle
        Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 MicrowaveType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 ShelfType)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01 PlateType)
        (objectType Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72 BreadType)
        (objectType Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71 TomatoType)
        (objectType Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04 PotatoType)
        (objectType Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 EggType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType PotatoType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType PotatoType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain FridgeType PlateType)
        (canContain FridgeType PotatoType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType PotatoType)
        (canContain MicrowaveType TomatoType)
        (canContain ShelfType PlateType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType PotatoType)
        (canContain SinkBasinType TomatoType)
        (pickupable Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (isReceptacleObject Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (cleanable Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (heatable Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (coolable Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01)
        (pickupable Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72)
        (heatable Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72)
        (coolable Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72)
        (sliceable Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72)
        (pickupable Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (cleanable Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (heatable Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (coolable Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (sliceable Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71)
        (pickupable Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (cleanable Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (heatable Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (coolable Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (sliceable Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (pickupable Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (cleanable Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (heatable Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (coolable Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (sliceable Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (openable Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (inReceptacle Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (inReceptacle Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71 Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (inReceptacle Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (inReceptacle Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (receptacleAtLocation Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 loc_bar_4_bar_6_bar_0_bar_30)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 loc_bar_5_bar_5_bar_0_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Plate_bar__plus_01_dot_19_bar__plus_02_dot_07_bar__minus_02_dot_01 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (objectAtLocation Bread_bar__minus_01_dot_48_bar__plus_00_dot_05_bar__minus_00_dot_72 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (objectAtLocation Tomato_bar__minus_01_dot_20_bar__plus_00_dot_95_bar__minus_01_dot_71 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (objectAtLocation Potato_bar__plus_00_dot_27_bar__plus_01_dot_00_bar__minus_02_dot_04 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Egg_bar__plus_00_dot_28_bar__plus_01_dot_00_bar__minus_02_dot_05 loc_bar_3_bar__minus_5_bar_2_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r ShelfType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
