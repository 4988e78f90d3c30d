(define (problem plan_trial_gmem_0013)
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
        ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02 - object
        Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03 - object
        Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04 - object
        Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71 - object
        Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05 - object
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 - receptacle
        CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 - receptacle
        Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 - receptacle
        Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 - receptacle
        Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 - receptacle
        Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 - receptacle
        Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_11_bar_6_bar_2_bar_30 - location
        loc_bar_3_bar__minus_2_bar_3_bar_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 CounterTopType)
        (receptacleType Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 DrawerType)
        (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 FridgeType)
        (receptacleType Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 MicrowaveType)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 ShelfType)
        (receptacleType Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (objectType ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02 ButterKnifeType)
        (objectType Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03 BowlType)
        (objectType Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04 PotatoType)
        (objectType Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71 BoxType)
        (objectType Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05 PotType)
        (canContain CabinetType BowlType)
        (canContain CabinetType BoxType)
        (canContain CabinetType PotType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType PotType)
        (canContain CounterTopType PotatoType)
        (canContain DrawerType ButterKnifeType)
        (canContain FridgeType BowlType)
        (canContain FridgeType PotType)
        (canContain FridgeType PotatoType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType PotatoType)
        (canContain ShelfType BowlType)
        (canContain ShelfType BoxType)
        (canContain ShelfType PotType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType PotType)
        (canContain SinkBasinType PotatoType)
        (pickupable ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02)
        (cleanable ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02)
        (pickupable Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03)
        (isReceptacleObject Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03)
        (cleanable Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03)
        (coolable Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03)
        (pickupable Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (cleanable Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (heatable Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (coolable Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (sliceable Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04)
        (pickupable Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71)
        (isReceptacleObject Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71)
        (pickupable Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05)
        (isReceptacleObject Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05)
        (cleanable Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05)
        (coolable Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (openable Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (openable Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01)
        (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (openable Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02 CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01)
        (inReceptacle Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03 CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01)
        (inReceptacle Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04 CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01)
        (inReceptacle Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71 Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (inReceptacle Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_07_bar__plus_00_dot_75_bar__minus_00_dot_01 loc_bar_3_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_45_bar__plus_00_dot_75_bar__minus_00_dot_01 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_01_dot_83_bar__plus_00_dot_90_bar__minus_01_dot_35 loc_bar_4_bar__minus_5_bar_1_bar_30)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 loc_bar_11_bar_6_bar_2_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin loc_bar_0_bar__minus_5_bar_2_bar_30)
        (objectAtLocation ButterKnife_bar__plus_01_dot_17_bar__plus_01_dot_00_bar__minus_02_dot_02 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Bowl_bar__plus_01_dot_18_bar__plus_01_dot_00_bar__minus_02_dot_03 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Potato_bar__plus_01_dot_19_bar__plus_01_dot_00_bar__minus_02_dot_04 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (objectAtLocation Box_bar__minus_00_dot_80_bar__plus_00_dot_52_bar__minus_01_dot_71 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (objectAtLocation Pot_bar__plus_01_dot_23_bar__plus_02_dot_07_bar__minus_02_dot_05 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ButterKnifeType)
                            (receptacleType ?r DrawerType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
